// DO NOT EDIT: generated from schemas/openapi.yaml (listAddresses response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"type":"array","maxItems":50,"items":{"$ref":"https://schemas.vitrina.local/entities/address.schema.json"}}},"$id":"https://schemas.vitrina.local/operations/listAddresses.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Address","description":"A saved address of a user (spec 3).","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":["string","null"],"maxLength":75},"companyName":{"type":["string","null"],"maxLength":200},"companyOIB":{"type":["string","null"],"maxLength":11},"id":{"type":"integer","minimum":1,"maximum":2147483647}},"required":["id","type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode","region","companyName","companyOIB"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/address.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern1 = new RegExp("^[A-Z]{2}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/listAddresses.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
if(data0.length > 50){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.type === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.firstName === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.lastName === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.contactEmail === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.contactPhone === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.country === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.city === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.street === undefined){
const err11 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.houseNumber === undefined){
const err12 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.zipCode === undefined){
const err13 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.region === undefined){
const err14 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "region"},message:"must have required property '"+"region"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.companyName === undefined){
const err15 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.companyOIB === undefined){
const err16 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
const err17 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.type !== undefined){
let data2 = data1.type;
if(typeof data2 !== "string"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data2 === "Main") || (data2 === "Shipping"))){
const err19 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.firstName !== undefined){
let data3 = data1.firstName;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err20 = {instancePath:instancePath+"/data/" + i0+"/firstName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data3) < 1){
const err21 = {instancePath:instancePath+"/data/" + i0+"/firstName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/data/" + i0+"/firstName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.lastName !== undefined){
let data4 = data1.lastName;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err23 = {instancePath:instancePath+"/data/" + i0+"/lastName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data4) < 1){
const err24 = {instancePath:instancePath+"/data/" + i0+"/lastName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/data/" + i0+"/lastName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.contactEmail !== undefined){
let data5 = data1.contactEmail;
if(typeof data5 === "string"){
if(func1(data5) > 254){
const err26 = {instancePath:instancePath+"/data/" + i0+"/contactEmail",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data5) < 1){
const err27 = {instancePath:instancePath+"/data/" + i0+"/contactEmail",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats0.test(data5))){
const err28 = {instancePath:instancePath+"/data/" + i0+"/contactEmail",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/data/" + i0+"/contactEmail",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.contactPhone !== undefined){
let data6 = data1.contactPhone;
if(typeof data6 === "string"){
if(func1(data6) > 30){
const err30 = {instancePath:instancePath+"/data/" + i0+"/contactPhone",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data6) < 1){
const err31 = {instancePath:instancePath+"/data/" + i0+"/contactPhone",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern0.test(data6)){
const err32 = {instancePath:instancePath+"/data/" + i0+"/contactPhone",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/data/" + i0+"/contactPhone",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.country !== undefined){
let data7 = data1.country;
if(typeof data7 === "string"){
if(func1(data7) > 75){
const err34 = {instancePath:instancePath+"/data/" + i0+"/country",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data7) < 1){
const err35 = {instancePath:instancePath+"/data/" + i0+"/country",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern1.test(data7)){
const err36 = {instancePath:instancePath+"/data/" + i0+"/country",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/data/" + i0+"/country",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.city !== undefined){
let data8 = data1.city;
if(typeof data8 === "string"){
if(func1(data8) > 75){
const err38 = {instancePath:instancePath+"/data/" + i0+"/city",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data8) < 1){
const err39 = {instancePath:instancePath+"/data/" + i0+"/city",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/data/" + i0+"/city",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.street !== undefined){
let data9 = data1.street;
if(typeof data9 === "string"){
if(func1(data9) > 75){
const err41 = {instancePath:instancePath+"/data/" + i0+"/street",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func1(data9) < 1){
const err42 = {instancePath:instancePath+"/data/" + i0+"/street",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/data/" + i0+"/street",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.houseNumber !== undefined){
let data10 = data1.houseNumber;
if(typeof data10 === "string"){
if(func1(data10) > 15){
const err44 = {instancePath:instancePath+"/data/" + i0+"/houseNumber",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data10) < 1){
const err45 = {instancePath:instancePath+"/data/" + i0+"/houseNumber",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/data/" + i0+"/houseNumber",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.zipCode !== undefined){
let data11 = data1.zipCode;
if(typeof data11 === "string"){
if(func1(data11) > 25){
const err47 = {instancePath:instancePath+"/data/" + i0+"/zipCode",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data11) < 1){
const err48 = {instancePath:instancePath+"/data/" + i0+"/zipCode",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/data/" + i0+"/zipCode",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data1.region !== undefined){
let data12 = data1.region;
if((typeof data12 !== "string") && (data12 !== null)){
const err50 = {instancePath:instancePath+"/data/" + i0+"/region",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/region/type",keyword:"type",params:{type: schema1.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data12 === "string"){
if(func1(data12) > 75){
const err51 = {instancePath:instancePath+"/data/" + i0+"/region",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data1.companyName !== undefined){
let data13 = data1.companyName;
if((typeof data13 !== "string") && (data13 !== null)){
const err52 = {instancePath:instancePath+"/data/" + i0+"/companyName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/companyName/type",keyword:"type",params:{type: schema1.properties.companyName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data13 === "string"){
if(func1(data13) > 200){
const err53 = {instancePath:instancePath+"/data/" + i0+"/companyName",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data1.companyOIB !== undefined){
let data14 = data1.companyOIB;
if((typeof data14 !== "string") && (data14 !== null)){
const err54 = {instancePath:instancePath+"/data/" + i0+"/companyOIB",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: schema1.properties.companyOIB.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data14 === "string"){
if(func1(data14) > 11){
const err55 = {instancePath:instancePath+"/data/" + i0+"/companyOIB",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data1.id !== undefined){
let data15 = data1.id;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err56 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err57 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err58 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/data/" + i0,schemaPath:"https://schemas.vitrina.local/entities/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

