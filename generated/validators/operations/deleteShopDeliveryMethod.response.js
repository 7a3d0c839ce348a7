// DO NOT EDIT: generated from schemas/openapi.yaml (deleteShopDeliveryMethod response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/shop-delivery-method-record.schema.json"}},"$id":"https://schemas.vitrina.local/operations/deleteShopDeliveryMethod.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopDeliveryMethodRecord","description":"A delivery method as the back office sees it: its id and the values its form edits (money in euros, as typed).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"values":{"$ref":"../requests/shop-delivery-method-save.schema.json"}},"required":["id","values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/shop-delivery-method-record.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopDeliveryMethodSaveRequest","description":"A delivery method as the back office creates or replaces it (issue 17, spec 3 delivery method): name and description per language, price and free-delivery threshold in euros (stored in cents), the countries it delivers to (none: every allowed country), its branches (pickup places, parcel lockers), tax class, whether checkout offers it and its position.","type":"object","properties":{"code":{"$ref":"../common/shop-code.schema.json"},"name":{"$ref":"../common/localised-text.schema.json","type":"object","minProperties":1,"additionalProperties":{"type":"string","minLength":1,"maxLength":200}},"description":{"$ref":"../common/localised-text.schema.json","type":"object","additionalProperties":{"type":"string","maxLength":2000}},"price":{"$ref":"../common/money-input.schema.json"},"freeFrom":{"description":"The items total from which delivery is free; empty: never free.","anyOf":[{"$ref":"../common/money-input.schema.json"},{"type":"null"}]},"countries":{"type":"array","maxItems":300,"uniqueItems":true,"items":{"type":"string","pattern":"^[A-Z]{2}$","minLength":2,"maxLength":2}},"branches":{"type":"array","maxItems":500,"items":{"$ref":"../entities/shop-branch.schema.json"}},"taxClass":{"$ref":"../common/shop-code.schema.json"},"isActive":{"type":"boolean"},"position":{"type":"integer","minimum":0,"maximum":100000}},"required":["code","name","price","taxClass"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/shop-delivery-method-save.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopCode","description":"The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.","type":"string","pattern":"^[A-Za-z0-9_-]+$","minLength":1,"maxLength":40,"$id":"https://schemas.vitrina.local/common/shop-code.schema.json"};
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MoneyInput","description":"An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.","type":"string","pattern":"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$","minLength":1,"maxLength":12,"$id":"https://schemas.vitrina.local/common/money-input.schema.json"};
const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopBranch","description":"A place a delivery method hands parcels over at (spec 3 delivery method options.branches): a pickup counter or a parcel locker.","type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string","maxLength":200,"minLength":1},"address":{"type":"string","maxLength":300}},"required":["id","name"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/shop-branch.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern2 = new RegExp("^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$", "u");
const pattern4 = new RegExp("^[A-Z]{2}$", "u");
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LocalisedText","description":"A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.","type":"object","propertyNames":{"$ref":"./language-code.schema.json"},"additionalProperties":{"type":"string","maxLength":20000},"maxProperties":10,"$id":"https://schemas.vitrina.local/common/localised-text.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const pattern1 = new RegExp("^[a-z]{3}$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/localised-text.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 10){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) > 3){
const err1 = {instancePath,schemaPath:"./language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(key0) < 3){
const err2 = {instancePath,schemaPath:"./language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern1.test(key0)){
const err3 = {instancePath,schemaPath:"./language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"./language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err5 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func1(data0) > 20000){
const err6 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/shop-delivery-method-save.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.price === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.taxClass === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxClass"},message:"must have required property '"+"taxClass"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema2.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) > 40){
const err5 = {instancePath:instancePath+"/code",schemaPath:"../common/shop-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/code",schemaPath:"../common/shop-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data0)){
const err7 = {instancePath:instancePath+"/code",schemaPath:"../common/shop-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/code",schemaPath:"../common/shop-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(!(validate3(data1, {instancePath:instancePath+"/name",parentData:data,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err10 = {instancePath:instancePath+"/name/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/name/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/name/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/name/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/name/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(!(validate3(data3, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
if(typeof data4 === "string"){
if(func1(data4) > 2000){
const err14 = {instancePath:instancePath+"/description/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/description/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/description/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/description/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.price !== undefined){
let data5 = data.price;
if(typeof data5 === "string"){
if(func1(data5) > 12){
const err17 = {instancePath:instancePath+"/price",schemaPath:"../common/money-input.schema.json/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/price",schemaPath:"../common/money-input.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern2.test(data5)){
const err19 = {instancePath:instancePath+"/price",schemaPath:"../common/money-input.schema.json/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/price",schemaPath:"../common/money-input.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.freeFrom !== undefined){
let data6 = data.freeFrom;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data6 === "string"){
if(func1(data6) > 12){
const err21 = {instancePath:instancePath+"/freeFrom",schemaPath:"../common/money-input.schema.json/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data6) < 1){
const err22 = {instancePath:instancePath+"/freeFrom",schemaPath:"../common/money-input.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data6)){
const err23 = {instancePath:instancePath+"/freeFrom",schemaPath:"../common/money-input.schema.json/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/freeFrom",schemaPath:"../common/money-input.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
const _errs23 = errors;
if(data6 !== null){
const err25 = {instancePath:instancePath+"/freeFrom",schemaPath:"#/properties/freeFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err26 = {instancePath:instancePath+"/freeFrom",schemaPath:"#/properties/freeFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.countries !== undefined){
let data7 = data.countries;
if(Array.isArray(data7)){
if(data7.length > 300){
const err27 = {instancePath:instancePath+"/countries",schemaPath:"#/properties/countries/maxItems",keyword:"maxItems",params:{limit: 300},message:"must NOT have more than 300 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func1(data8) > 2){
const err28 = {instancePath:instancePath+"/countries/" + i0,schemaPath:"#/properties/countries/items/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data8) < 2){
const err29 = {instancePath:instancePath+"/countries/" + i0,schemaPath:"#/properties/countries/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern4.test(data8)){
const err30 = {instancePath:instancePath+"/countries/" + i0,schemaPath:"#/properties/countries/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/countries/" + i0,schemaPath:"#/properties/countries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err32 = {instancePath:instancePath+"/countries",schemaPath:"#/properties/countries/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err33 = {instancePath:instancePath+"/countries",schemaPath:"#/properties/countries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.branches !== undefined){
let data9 = data.branches;
if(Array.isArray(data9)){
if(data9.length > 500){
const err34 = {instancePath:instancePath+"/branches",schemaPath:"#/properties/branches/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data9.length;
for(let i2=0; i2<len1; i2++){
let data10 = data9[i2];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err35 = {instancePath:instancePath+"/branches/" + i2,schemaPath:"../entities/shop-branch.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10.name === undefined){
const err36 = {instancePath:instancePath+"/branches/" + i2,schemaPath:"../entities/shop-branch.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data10){
if(!(((key3 === "id") || (key3 === "name")) || (key3 === "address"))){
const err37 = {instancePath:instancePath+"/branches/" + i2,schemaPath:"../entities/shop-branch.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err38 = {instancePath:instancePath+"/branches/" + i2+"/id",schemaPath:"../entities/shop-branch.schema.json/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data11) < 1){
const err39 = {instancePath:instancePath+"/branches/" + i2+"/id",schemaPath:"../entities/shop-branch.schema.json/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern0.test(data11)){
const err40 = {instancePath:instancePath+"/branches/" + i2+"/id",schemaPath:"../entities/shop-branch.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/branches/" + i2+"/id",schemaPath:"../entities/shop-branch.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(typeof data12 === "string"){
if(func1(data12) > 200){
const err42 = {instancePath:instancePath+"/branches/" + i2+"/name",schemaPath:"../entities/shop-branch.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func1(data12) < 1){
const err43 = {instancePath:instancePath+"/branches/" + i2+"/name",schemaPath:"../entities/shop-branch.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/branches/" + i2+"/name",schemaPath:"../entities/shop-branch.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data10.address !== undefined){
let data13 = data10.address;
if(typeof data13 === "string"){
if(func1(data13) > 300){
const err45 = {instancePath:instancePath+"/branches/" + i2+"/address",schemaPath:"../entities/shop-branch.schema.json/properties/address/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err46 = {instancePath:instancePath+"/branches/" + i2+"/address",schemaPath:"../entities/shop-branch.schema.json/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/branches/" + i2,schemaPath:"../entities/shop-branch.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/branches",schemaPath:"#/properties/branches/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.taxClass !== undefined){
let data14 = data.taxClass;
if(typeof data14 === "string"){
if(func1(data14) > 40){
const err49 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func1(data14) < 1){
const err50 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!pattern0.test(data14)){
const err51 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/taxClass",schemaPath:"../common/shop-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.isActive !== undefined){
if(typeof data.isActive !== "boolean"){
const err53 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.position !== undefined){
let data16 = data.position;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err54 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100000 || isNaN(data16)){
const err55 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/shop-delivery-method-record.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.values === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "values"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.values !== undefined){
if(!(validate2(data.values, {instancePath:instancePath+"/values",parentData:data,parentDataProperty:"values",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/deleteShopDeliveryMethod.response.json" */;
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
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

