// DO NOT EDIT: generated from schemas/openapi.yaml (updateProfile response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/user.schema.json"}},"$id":"https://schemas.vitrina.local/operations/updateProfile.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"User","description":"A registered user as the site sees it (spec 3; GET /api/v1/user/web/profile). isBackofficeUser decides edit mode and the site in maintenance mode (spec 6).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","minLength":1,"maxLength":100},"details":{"title":"UserDetails","type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false},"memberCardBarcode":{"type":["string","null"],"maxLength":64},"isBackofficeUser":{"type":"boolean"},"scope":{"description":"The user's scopes, space-separated (spec 6), e.g. admin or web.","type":"string","maxLength":500},"addresses":{"description":"Saved addresses (spec 3 Address: id and type here); empty until addresses exist.","type":"array","maxItems":50,"items":{"title":"UserAddressRef","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"type":{"type":"string","enum":["Main","Shipping","main","billing","shipping","other"]}},"required":["id","type"],"additionalProperties":false}},"company":{"description":"The user's company, or null.","title":"UserCompany","type":["object","null"],"properties":{"name":{"type":"string","maxLength":200}},"required":["name"],"additionalProperties":false}},"required":["id","email","username","details","memberCardBarcode","isBackofficeUser","scope","addresses","company"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/updateProfile.response.json" */;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.email === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.username === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.details === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.memberCardBarcode === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.isBackofficeUser === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "isBackofficeUser"},message:"must have required property '"+"isBackofficeUser"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.scope === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.addresses === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.company === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/required",keyword:"required",params:{missingProperty: "company"},message:"must have required property '"+"company"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!(func0.call(schema1.properties, key1))){
const err11 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/data/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data0.email !== undefined){
let data2 = data0.email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err15 = {instancePath:instancePath+"/data/email",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/data/email",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.test(data2))){
const err17 = {instancePath:instancePath+"/data/email",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/data/email",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.username !== undefined){
let data3 = data0.username;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err19 = {instancePath:instancePath+"/data/username",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/username/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data3) < 1){
const err20 = {instancePath:instancePath+"/data/username",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/data/username",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.details !== undefined){
let data4 = data0.details;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.firstName === undefined){
const err22 = {instancePath:instancePath+"/data/details",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data4.lastName === undefined){
const err23 = {instancePath:instancePath+"/data/details",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data4){
if(!((key2 === "firstName") || (key2 === "lastName"))){
const err24 = {instancePath:instancePath+"/data/details",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.firstName !== undefined){
let data5 = data4.firstName;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err25 = {instancePath:instancePath+"/data/details/firstName",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/data/details/firstName",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.lastName !== undefined){
let data6 = data4.lastName;
if(typeof data6 === "string"){
if(func1(data6) > 100){
const err27 = {instancePath:instancePath+"/data/details/lastName",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/data/details/lastName",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/data/details",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.memberCardBarcode !== undefined){
let data7 = data0.memberCardBarcode;
if((typeof data7 !== "string") && (data7 !== null)){
const err30 = {instancePath:instancePath+"/data/memberCardBarcode",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/memberCardBarcode/type",keyword:"type",params:{type: schema1.properties.memberCardBarcode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data7 === "string"){
if(func1(data7) > 64){
const err31 = {instancePath:instancePath+"/data/memberCardBarcode",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/memberCardBarcode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data0.isBackofficeUser !== undefined){
if(typeof data0.isBackofficeUser !== "boolean"){
const err32 = {instancePath:instancePath+"/data/isBackofficeUser",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/isBackofficeUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.scope !== undefined){
let data9 = data0.scope;
if(typeof data9 === "string"){
if(func1(data9) > 500){
const err33 = {instancePath:instancePath+"/data/scope",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/scope/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/data/scope",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.addresses !== undefined){
let data10 = data0.addresses;
if(Array.isArray(data10)){
if(data10.length > 50){
const err35 = {instancePath:instancePath+"/data/addresses",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.id === undefined){
const err36 = {instancePath:instancePath+"/data/addresses/" + i0,schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11.type === undefined){
const err37 = {instancePath:instancePath+"/data/addresses/" + i0,schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "id") || (key3 === "type"))){
const err38 = {instancePath:instancePath+"/data/addresses/" + i0,schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.id !== undefined){
let data12 = data11.id;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err39 = {instancePath:instancePath+"/data/addresses/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2147483647 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/data/addresses/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/data/addresses/" + i0+"/id",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data11.type !== undefined){
let data13 = data11.type;
if(typeof data13 !== "string"){
const err42 = {instancePath:instancePath+"/data/addresses/" + i0+"/type",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((((((data13 === "Main") || (data13 === "Shipping")) || (data13 === "main")) || (data13 === "billing")) || (data13 === "shipping")) || (data13 === "other"))){
const err43 = {instancePath:instancePath+"/data/addresses/" + i0+"/type",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.addresses.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/data/addresses/" + i0,schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/data/addresses",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data0.company !== undefined){
let data14 = data0.company;
if((!(data14 && typeof data14 == "object" && !Array.isArray(data14))) && (data14 !== null)){
const err46 = {instancePath:instancePath+"/data/company",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/company/type",keyword:"type",params:{type: schema1.properties.company.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.name === undefined){
const err47 = {instancePath:instancePath+"/data/company",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/company/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key4 in data14){
if(!(key4 === "name")){
const err48 = {instancePath:instancePath+"/data/company",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/company/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.name !== undefined){
let data15 = data14.name;
if(typeof data15 === "string"){
if(func1(data15) > 200){
const err49 = {instancePath:instancePath+"/data/company/name",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/company/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/data/company/name",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/properties/company/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/user.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

